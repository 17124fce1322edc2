/// A Disqus export shaped like the real one (tanglei.name, 2,687 comments): a blog that
/// changed its permalinks, so Disqus holds "Hello" under the old `/blog/hello-world.html`
/// and the new `/hello-world/`, each copy with its own post ids but the same author, time
/// and text (the new one has one comment more); "About Me" under two URLs with different
/// comments (not a copy); titles escaped twice (`&amp;#8220;` in the XML); categories; a
/// QQ address typed into a body.
enum DisqusDuplicateSample {
    static let xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <disqus xmlns="http://disqus.com" xmlns:dsq="http://disqus.com/disqus-internals">
          <category dsq:id="1"><forum>tanglei</forum><title>General</title><isDefault>true</isDefault></category>
          <category dsq:id="2"><forum>tanglei</forum><title>Tech</title><isDefault>false</isDefault></category>
          <thread dsq:id="10">
            <id>http://www.tanglei.name/blog/hello-world.html</id><forum>tanglei</forum><category dsq:id="1"/>
            <link>http://www.tanglei.name/blog/hello-world.html</link>
            <title>Hello &amp;#8220;作弊&amp;#8221; &amp;amp; more&amp;#8230;</title>
            <createdAt>2012-03-01T00:00:00Z</createdAt>
          </thread>
          <thread dsq:id="11">
            <id>hello-world</id><forum>tanglei</forum><category dsq:id="2"/>
            <link>http://www.tanglei.name/hello-world/</link>
            <title>Hello &amp;#8220;作弊&amp;#8221; &amp;amp; more&amp;#8230;</title>
            <createdAt>2015-06-01T00:00:00Z</createdAt>
          </thread>
          <thread dsq:id="20">
            <link>http://www.tanglei.name/about/</link><title>About Me</title><category dsq:id="1"/>
            <createdAt>2015-06-01T00:00:00Z</createdAt>
          </thread>
          <thread dsq:id="21">
            <link>http://www.tanglei.name/blog/about.html</link><title>About Me</title><category dsq:id="1"/>
            <createdAt>2012-03-01T00:00:00Z</createdAt>
          </thread>
          <post dsq:id="2521126011">
            <message><![CDATA[<p>前来围观 真正的沙发</p>]]></message><createdAt>2010-12-05T21:24:25Z</createdAt>
            <isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><email>fan@example.org</email><name>代码疯子</name></author><thread dsq:id="10"/>
          </post>
          <post dsq:id="2521126012">
            <message><![CDATA[<p>谢谢！</p>]]></message><createdAt>2010-12-06T01:00:00Z</createdAt>
            <isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>tanglei</name></author><thread dsq:id="10"/><parent dsq:id="2521126011"/>
          </post>
          <post dsq:id="2473619378">
            <message><![CDATA[<p>前来围观 真正的沙发</p>]]></message><createdAt>2010-12-05T21:24:25Z</createdAt>
            <isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><email>fan@example.org</email><name>代码疯子</name></author><thread dsq:id="11"/>
          </post>
          <post dsq:id="2473619379">
            <message><![CDATA[<p>谢谢！</p>]]></message><createdAt>2010-12-06T01:00:00Z</createdAt>
            <isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>tanglei</name></author><thread dsq:id="11"/><parent dsq:id="2473619378"/>
          </post>
          <post dsq:id="2473619380">
            <message><![CDATA[<p>求资料，发我邮箱 844969593@qq.com 谢谢</p>]]></message><createdAt>2016-01-02T08:00:00Z</createdAt>
            <isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>路人</name></author><thread dsq:id="11"/>
          </post>
          <post dsq:id="301">
            <message><![CDATA[<p>Nice about page</p>]]></message><createdAt>2016-02-01T00:00:00Z</createdAt>
            <isDeleted>false</isDeleted><isSpam>false</isSpam><author><name>Kim</name></author><thread dsq:id="20"/>
          </post>
          <post dsq:id="302">
            <message><![CDATA[<p>Old about page comment</p>]]></message><createdAt>2012-04-01T00:00:00Z</createdAt>
            <isDeleted>false</isDeleted><isSpam>false</isSpam><author><name>Lee</name></author><thread dsq:id="21"/>
          </post>
        </disqus>
        """
}
