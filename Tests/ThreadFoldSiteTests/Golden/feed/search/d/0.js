threadfoldSearch.docs(0,[["Another post","Bo","2024-04-01T00:00:00Z","2024-04-01 00:00","1","t/other.html#c-n1","In another category.","Notes"],
["A post with a feed","Ada","2024-05-01T09:00:00Z","2024-05-01 09:00","1","t/post.html#c-a","Earliest.","Blog"],
["A post with a feed","Lin","2024-05-01T10:00:00Z","2024-05-01 10:00","1.1","t/post.html#c-b","Later, with an offset.","Blog"],
["A post with a feed","Kim","2024-05-02T09:00:00Z","2024-05-02 09:00","2","t/post.html#c-c","Latest.","Blog"]]);
