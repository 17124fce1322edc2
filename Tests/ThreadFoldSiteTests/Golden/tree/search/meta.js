threadfoldSearch.meta({"docs":19,"shards":1,"chunk":32,"version":2});
