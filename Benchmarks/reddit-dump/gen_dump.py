#!/usr/bin/env python3
"""Writes a synthetic reddit dump in Pushshift's layout: RC_bench.ndjson (comments) and
RS_bench.ndjson (submissions), every row with the dozens of fields real dumps carry, so
that reading cost and spill size are what a real month would show per row.

    gen_dump.py OUT_DIR [--comments N] [--threads T] [--subreddits S] [--seed 1]

About 8% of bodies are [deleted] or [removed]; half the comments are replies (parent_id
t1_ of an earlier comment of the same thread); rows come in time order, threads
interleaved, as in a real month; a tenth of the threads have no submission row.
"""
import argparse
import json
import os
import random

WORDS = ("the of and to in is that it for was on with as this be at by not are from or have an they which one you "
         "had her all were there been if more when will would who so no history source archive century war king "
         "&amp; &gt; &lt;b&gt; **bold** _it_ [link](https://example.com) `code`").split()


def base36(n):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def body(rng):
    roll = rng.random()
    if roll < 0.05:
        return "[deleted]"
    if roll < 0.08:
        return "[removed]"
    text = " ".join(rng.choice(WORDS) for _ in range(int(rng.lognormvariate(3.2, 0.9)) + 1))
    if rng.random() < 0.3:
        text = "&gt; " + text + "\n\n" + " ".join(rng.choice(WORDS) for _ in range(12))
    return text


def comment_row(rng, cid, link, parent, subreddit, created):
    deleted = rng.random() < 0.05
    return {
        "all_awardings": [], "archived": False, "associated_award": None,
        "author": "[deleted]" if deleted else "user_%d" % rng.randrange(200000),
        "author_created_utc": 1300000000 + rng.randrange(200000000), "author_flair_background_color": None,
        "author_flair_css_class": None, "author_flair_richtext": [], "author_flair_template_id": None,
        "author_flair_text": None, "author_flair_text_color": None, "author_flair_type": "text",
        "author_fullname": "t2_" + base36(rng.randrange(1 << 30)), "author_patreon_flair": False,
        "body": "[deleted]" if deleted else body(rng), "can_gild": True, "can_mod_post": False,
        "collapsed": False, "collapsed_reason": None, "controversiality": 0,
        "created_utc": created if rng.random() < 0.5 else str(created), "distinguished": None,
        "edited": False, "gilded": 0, "gildings": {}, "id": base36(cid), "is_submitter": False,
        "link_id": "t3_" + base36(link), "locked": False, "no_follow": True,
        "parent_id": ("t1_" + base36(parent)) if parent is not None else "t3_" + base36(link),
        "permalink": "/r/%s/comments/%s/x/%s/" % (subreddit, base36(link), base36(cid)),
        "retrieved_on": created + 86400, "score": rng.randrange(-5, 200), "send_replies": True,
        "stickied": False, "subreddit": subreddit, "subreddit_id": "t5_" + base36(sum(map(ord, subreddit)) * 7919),
        "subreddit_name_prefixed": "r/" + subreddit, "subreddit_type": "public", "total_awards_received": 0,
    }


def submission_row(rng, link, subreddit, created):
    title = " ".join(rng.choice(WORDS) for _ in range(rng.randrange(4, 14)))
    is_self = rng.random() < 0.6
    permalink = "/r/%s/comments/%s/slug/" % (subreddit, base36(link))
    return {
        "author": "user_%d" % rng.randrange(200000), "created_utc": created, "domain": "self." + subreddit,
        "id": base36(link), "is_self": is_self, "num_comments": 0, "over_18": False, "permalink": permalink,
        "score": rng.randrange(0, 5000), "selftext": body(rng) if is_self else "", "subreddit": subreddit,
        "title": title, "url": ("https://www.reddit.com" + permalink) if is_self else "https://example.com/%d" % link,
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--comments", type=int, default=1_000_000)
    parser.add_argument("--threads", type=int, default=50_000)
    parser.add_argument("--subreddits", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    start = 1554076800
    subreddits = ["sub%03d" % i for i in range(args.subreddits)]
    thread_sub = [subreddits[min(int(rng.paretovariate(1.2)) - 1, args.subreddits - 1)] for _ in range(args.threads)]
    first_link = 36 ** 5
    with open(os.path.join(args.out, "RS_bench.ndjson"), "w") as rs:
        for t in range(args.threads):
            if rng.random() >= 0.1:
                rs.write(json.dumps(submission_row(rng, first_link + t, thread_sub[t], start + t * 50),
                                    separators=(",", ":")) + "\n")
    seen = [[] for _ in range(args.threads)]
    with open(os.path.join(args.out, "RC_bench.ndjson"), "w") as rc:
        for n in range(args.comments):
            t = min(int(rng.paretovariate(0.9) * args.threads / 20) % args.threads, args.threads - 1)
            parent = rng.choice(seen[t]) if seen[t] and rng.random() < 0.5 else None
            cid = 36 ** 6 + n
            seen[t].append(cid)
            rc.write(json.dumps(comment_row(rng, cid, first_link + t, parent, thread_sub[t], start + n * 2),
                                separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
