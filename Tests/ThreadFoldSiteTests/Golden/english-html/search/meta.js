threadfoldSearch.meta({"docs":6,"shards":1,"chunk":32,"version":2});
