threadfoldSearch.meta({"docs":4,"shards":1,"chunk":32,"version":2});
