threadfoldSearch.meta({"docs":6,"avgdl":9,"shards":1,"chunk":200,"version":1});
