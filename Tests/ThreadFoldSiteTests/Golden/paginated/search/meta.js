threadfoldSearch.meta({"docs":9,"avgdl":8,"shards":1,"chunk":200,"version":1});
