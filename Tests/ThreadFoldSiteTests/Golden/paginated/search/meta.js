threadfoldSearch.meta({"docs":9,"shards":1,"chunk":32,"version":2});
