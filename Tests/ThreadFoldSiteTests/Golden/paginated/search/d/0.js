threadfoldSearch.docs(0,[["Five comments, two per page","Lin","","","2","t/paged.html#c-2","Page one, second.",""],
["Five comments, two per page","Kim","","","2.1","t/paged.html#c-3","A reply on page one.",""],
["Five comments, two per page","Ada","","","2.2","t/paged.html#c-4","A hidden reply (repliesShown 1).",""],
["Five comments, two per page","Kim","","","3","t/paged.2.html#c-5","Page two, first.",""],
["Five comments, two per page","Bo","","","4","t/paged.2.html#c-6","Page two, second.",""],
["Five comments, two per page","Ada","","","5","t/paged.3.html#c-7","Page three, alone.",""],
["Five comments, two per page","Lin","","","5.1","t/paged.3.html#c-8","A reply on page three.",""],
["second","Ada","","","1","t/second.html#c-x","A bare-array thread, id from the file name.",""],
["Five comments, two per page","Ada","2024-05-01T09:00:00Z","2024-05-01 09:00","1","t/paged.html#c-1","Page one, first.",""]]);
