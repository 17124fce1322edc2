/// A small Disqus export with the awkward parts: posts out of time order, a deleted post
/// whose reply survives, a deleted post without replies, spam, a reply to spam, a reply to
/// a post missing from the export, a thread without posts, a thread whose only post is
/// spam, CJK text, CDATA HTML bodies, e-mails and IP addresses.
enum DisqusSample {
    static let xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <disqus xmlns="http://disqus.com" xmlns:dsq="http://disqus.com/disqus-internals" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
          <category dsq:id="1"><forum>sample</forum><title>General</title><isDefault>true</isDefault></category>
          <thread dsq:id="10">
            <id>post-a</id><forum>sample</forum><category dsq:id="1"/>
            <link>http://example.com/2013/post-a/</link><title>Post A</title><message/>
            <createdAt>2013-05-01T00:00:00Z</createdAt>
            <author><email>owner@example.org</email><name>Owner</name><isAnonymous>false</isAnonymous></author>
            <ipAddress>203.0.113.1</ipAddress><isClosed>false</isClosed><isDeleted>false</isDeleted>
          </thread>
          <thread dsq:id="20">
            <id/><forum>sample</forum><category dsq:id="1"/>
            <link>http://example.com/2013/保研/</link><title>保研经验</title>
            <createdAt>2013-06-01T00:00:00Z</createdAt>
          </thread>
          <thread dsq:id="30">
            <id>no-posts</id><link>http://example.com/quiet/</link><title>Nobody wrote</title>
          </thread>
          <thread dsq:id="40">
            <id>spam-only</id><link>http://example.com/spammed/</link><title>Only spam</title>
          </thread>
          <post dsq:id="102">
            <id/><message><![CDATA[<p>Thanks, <a href="http://example.com">Ada</a>!</p>]]></message>
            <createdAt>2013-05-02T10:05:00Z</createdAt><isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><email>bo@example.org</email><name>Bo</name><isAnonymous>true</isAnonymous></author>
            <ipAddress>203.0.113.2</ipAddress><thread dsq:id="10"/><parent dsq:id="101"/>
          </post>
          <post dsq:id="101">
            <id/><message><![CDATA[<p>First &amp; foremost.</p>]]></message>
            <createdAt>2013-05-02T10:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><email>ada@example.org</email><name>Ada</name></author>
            <ipAddress>203.0.113.3</ipAddress><thread dsq:id="10"/>
          </post>
          <post dsq:id="103">
            <id/><message/><createdAt>2013-05-03T08:00:00Z</createdAt><isDeleted>true</isDeleted><isSpam>false</isSpam>
            <author><name/></author><ipAddress>2001:db8::1</ipAddress><thread dsq:id="10"/>
          </post>
          <post dsq:id="104">
            <id/><message><![CDATA[<p>Replying to a comment that was later deleted.</p>]]></message>
            <createdAt>2013-05-03T09:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>Cy</name></author><thread dsq:id="10"/><parent dsq:id="103"/>
          </post>
          <post dsq:id="105">
            <id/><message><![CDATA[<p>Cheap watches</p>]]></message>
            <createdAt>2013-05-04T00:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>true</isSpam>
            <author><email>spam@example.org</email><name>Spammer</name></author><thread dsq:id="10"/>
          </post>
          <post dsq:id="106">
            <id/><message/><createdAt>2013-05-04T01:00:00Z</createdAt><isDeleted>true</isDeleted><isSpam>false</isSpam>
            <author><name>Gone</name></author><thread dsq:id="10"/>
          </post>
          <post dsq:id="107">
            <id/><message><![CDATA[<p>My parent is not in this export.</p>]]></message>
            <createdAt>2013-05-05T00:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>Dee</name></author><thread dsq:id="10"/><parent dsq:id="999"/>
          </post>
          <post dsq:id="108">
            <id/><message><![CDATA[<p>Replying to spam.</p>]]></message>
            <createdAt>2013-05-05T01:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>Eve</name></author><thread dsq:id="10"/><parent dsq:id="105"/>
          </post>
          <post dsq:id="201">
            <id/><message><![CDATA[<p>写得很好 :mrgreen:</p>]]></message>
            <createdAt>2013-06-02T00:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>唐</name></author><thread dsq:id="20"/>
          </post>
          <post dsq:id="202">
            <id/><message><![CDATA[<p>谢谢<br>再见</p>]]></message>
            <createdAt>2013-06-02T01:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>Owner</name></author><thread dsq:id="20"/><parent dsq:id="201"/>
          </post>
          <post dsq:id="401">
            <id/><message><![CDATA[<p>Buy now</p>]]></message>
            <createdAt>2013-07-01T00:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>true</isSpam>
            <author><name>Spammer</name></author><thread dsq:id="40"/>
          </post>
        </disqus>
        """
}
