threadfoldSearch.meta({"docs":4,"avgdl":6,"shards":1,"chunk":200,"version":1});
