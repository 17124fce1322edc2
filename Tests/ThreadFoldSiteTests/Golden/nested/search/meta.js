threadfoldSearch.meta({"docs":14,"avgdl":11,"shards":1,"chunk":200,"version":1});
