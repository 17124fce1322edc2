/// A WordPress.com-style WXR export: `atom:` used but never declared (as real exports do),
/// approved comments, a reply, a pingback, a trackback, an unapproved and a spam comment,
/// a trashed comment whose reply survives, a reply to spam, a comment with no GMT date,
/// a page without comments and a post whose only comment is unapproved.
enum WordPressSample {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8" ?>
        <rss version="2.0"
            xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
            xmlns:content="http://purl.org/rss/1.0/modules/content/"
            xmlns:wfw="http://wellformedweb.org/CommentAPI/"
            xmlns:dc="http://purl.org/dc/elements/1.1/"
            xmlns:wp="http://wordpress.org/export/1.2/">
        <channel>
          <title>Sample Blog</title>
          <link>http://sample.wordpress.com</link>
          <atom:link rel="search" type="application/opensearchdescription+xml" href="http://sample.wordpress.com/osd.xml" title="Sample Blog" />
          <wp:wxr_version>1.2</wp:wxr_version>
          <item>
            <title>Hello &amp; welcome</title>
            <link>http://sample.wordpress.com/2009/02/09/hello-world/</link>
            <dc:creator>admin</dc:creator>
            <content:encoded><![CDATA[<p>The post.</p>]]></content:encoded>
            <wp:post_id>7</wp:post_id><wp:post_name>hello-world</wp:post_name>
            <wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
            <wp:comment>
              <wp:comment_id>1</wp:comment_id><wp:comment_author><![CDATA[Ada]]></wp:comment_author>
              <wp:comment_author_email>ada@example.org</wp:comment_author_email>
              <wp:comment_author_url>http://ada.example.com</wp:comment_author_url>
              <wp:comment_author_IP>203.0.113.10</wp:comment_author_IP>
              <wp:comment_date>2009-02-09 02:01:01</wp:comment_date>
              <wp:comment_date_gmt>2009-02-09 10:01:01</wp:comment_date_gmt>
              <wp:comment_content><![CDATA[Nice post.
        Second line with <em>emphasis</em>.]]></wp:comment_content>
              <wp:comment_approved>1</wp:comment_approved><wp:comment_type></wp:comment_type>
              <wp:comment_parent>0</wp:comment_parent><wp:comment_user_id>0</wp:comment_user_id>
              <wp:commentmeta><wp:meta_key>akismet_history</wp:meta_key><wp:meta_value><![CDATA[a:2:{s:4:"time";s:10:"Mozilla/5.0";}]]></wp:meta_value></wp:commentmeta>
            </wp:comment>
            <wp:comment>
              <wp:comment_id>2</wp:comment_id><wp:comment_author>Bo</wp:comment_author>
              <wp:comment_author_email>bo@example.org</wp:comment_author_email>
              <wp:comment_author_IP>2001:db8::2</wp:comment_author_IP>
              <wp:comment_agent>Mozilla/5.0 (X11; Linux x86_64)</wp:comment_agent>
              <wp:comment_date_gmt>2009-02-09 11:00:00</wp:comment_date_gmt>
              <wp:comment_content>Thanks!</wp:comment_content>
              <wp:comment_approved>1</wp:comment_approved><wp:comment_type>comment</wp:comment_type>
              <wp:comment_parent>1</wp:comment_parent>
            </wp:comment>
            <wp:comment>
              <wp:comment_id>3</wp:comment_id><wp:comment_author>Other Blog</wp:comment_author>
              <wp:comment_date_gmt>2009-02-09 12:00:00</wp:comment_date_gmt>
              <wp:comment_content>[...] linked here [...]</wp:comment_content>
              <wp:comment_approved>1</wp:comment_approved><wp:comment_type>pingback</wp:comment_type>
              <wp:comment_parent>0</wp:comment_parent>
            </wp:comment>
            <wp:comment>
              <wp:comment_id>4</wp:comment_id><wp:comment_author>Waiting</wp:comment_author>
              <wp:comment_date_gmt>2009-02-09 13:00:00</wp:comment_date_gmt>
              <wp:comment_content>Pending moderation.</wp:comment_content>
              <wp:comment_approved>0</wp:comment_approved><wp:comment_type></wp:comment_type>
              <wp:comment_parent>0</wp:comment_parent>
            </wp:comment>
            <wp:comment>
              <wp:comment_id>5</wp:comment_id><wp:comment_author>Spammer</wp:comment_author>
              <wp:comment_author_email>spam@example.org</wp:comment_author_email>
              <wp:comment_date_gmt>2009-02-09 14:00:00</wp:comment_date_gmt>
              <wp:comment_content>Cheap watches</wp:comment_content>
              <wp:comment_approved>spam</wp:comment_approved><wp:comment_type></wp:comment_type>
              <wp:comment_parent>0</wp:comment_parent>
            </wp:comment>
            <wp:comment>
              <wp:comment_id>6</wp:comment_id><wp:comment_author>Regretful</wp:comment_author>
              <wp:comment_date_gmt>2009-02-09 15:00:00</wp:comment_date_gmt>
              <wp:comment_content>I take it back.</wp:comment_content>
              <wp:comment_approved>trash</wp:comment_approved><wp:comment_type></wp:comment_type>
              <wp:comment_parent>0</wp:comment_parent>
            </wp:comment>
            <wp:comment>
              <wp:comment_id>7</wp:comment_id><wp:comment_author>Cy</wp:comment_author>
              <wp:comment_date>2009-02-09 16:00:00</wp:comment_date>
              <wp:comment_date_gmt>0000-00-00 00:00:00</wp:comment_date_gmt>
              <wp:comment_content>Answering the trashed one.</wp:comment_content>
              <wp:comment_approved>1</wp:comment_approved><wp:comment_type></wp:comment_type>
              <wp:comment_parent>6</wp:comment_parent>
            </wp:comment>
            <wp:comment>
              <wp:comment_id>8</wp:comment_id><wp:comment_author>Dee</wp:comment_author>
              <wp:comment_date_gmt>2009-02-09 17:00:00</wp:comment_date_gmt>
              <wp:comment_content>Replying to spam.</wp:comment_content>
              <wp:comment_approved>1</wp:comment_approved><wp:comment_type></wp:comment_type>
              <wp:comment_parent>5</wp:comment_parent>
            </wp:comment>
            <wp:comment>
              <wp:comment_id>9</wp:comment_id><wp:comment_author>Tracker</wp:comment_author>
              <wp:comment_date_gmt>2009-02-09 18:00:00</wp:comment_date_gmt>
              <wp:comment_content>tracked</wp:comment_content>
              <wp:comment_approved>1</wp:comment_approved><wp:comment_type>trackback</wp:comment_type>
              <wp:comment_parent>0</wp:comment_parent>
            </wp:comment>
          </item>
          <item>
            <title>About</title><link>http://sample.wordpress.com/about/</link>
            <wp:post_id>2</wp:post_id><wp:post_name>about</wp:post_name><wp:post_type>page</wp:post_type>
          </item>
          <item>
            <title>Draft thoughts</title><link>http://sample.wordpress.com/?p=42</link>
            <wp:post_id>42</wp:post_id><wp:post_name></wp:post_name><wp:post_type>post</wp:post_type>
            <wp:comment>
              <wp:comment_id>10</wp:comment_id><wp:comment_author>Early</wp:comment_author>
              <wp:comment_date_gmt>2009-03-01 00:00:00</wp:comment_date_gmt>
              <wp:comment_content>Unapproved only.</wp:comment_content>
              <wp:comment_approved>0</wp:comment_approved><wp:comment_type></wp:comment_type>
              <wp:comment_parent>0</wp:comment_parent>
            </wp:comment>
          </item>
        </channel>
        </rss>
        """
}
