threadfoldSearch.meta({"docs":19,"avgdl":5,"shards":1,"chunk":200,"version":1});
