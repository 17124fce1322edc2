threadfoldSearch.meta({"docs":14,"shards":1,"chunk":32,"version":2});
