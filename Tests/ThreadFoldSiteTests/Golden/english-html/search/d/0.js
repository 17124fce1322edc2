threadfoldSearch.docs(0,[["HTML bodies, English pages","Ada","2024-05-01T09:00:00Z","2024-05-01 09:00","1","t/html-bodies.html#c-h1","Paragraph bold and a link . Second para \u0026 entity.","Imports"],
["HTML bodies, English pages","Lin","2024-05-01T09:01:00Z","2024-05-01 09:01","1.1","t/html-bodies.html#c-h2","Line one line two, no paragraph.","Imports"],
["HTML bodies, English pages","Kim","2024-05-01T09:02:00Z","2024-05-01 09:02","1.2","t/html-bodies.html#c-h3","quoted then a reply","Imports"],
["HTML bodies, English pages","Bo","2024-05-01T09:03:00Z","2024-05-01 09:03","1.3","t/html-bodies.html#c-h4","italic in a hidden reply","Imports"],
["HTML bodies, English pages","Bo","2024-05-01T10:00:00Z","2024-05-01 10:00","2","t/html-bodies.html#c-t1","Plain text \u003cnot a tag\u003e second paragraph","Imports"],
["HTML bodies, English pages","Ada","2024-05-01T11:00:00Z","2024-05-01 11:00","3","t/html-bodies.html#c-m1","Markdown code and link","Imports"]]);
