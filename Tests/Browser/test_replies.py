"""Folded replies: two shown, the rest behind a summary that mouse and keyboard operate."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import url_of
from support import browser, site_map

SHOWN = 2  # repliesShown default; the example config does not change it


def visible_replies(driver, comment_id):
    return [el.get_attribute("id") for el in
            driver.find_elements(By.CSS_SELECTOR, f"#{comment_id} li.reply") if el.is_displayed()]


def summary_of(driver, comment_id):
    return driver.find_element(By.CSS_SELECTOR, f"#{comment_id} details.more-replies > summary")


MAX_TABS = 25


def tab_until(driver, element, limit):
    """Presses Tab until element has focus; the number of presses, or None."""
    for presses in range(1, limit + 1):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.switch_to.active_element == element:
            return presses
    return None


def fold_target(site):
    comment = site_map.comment_for_fold_test(site)
    assert comment is not None, f"no comment with hidden replies in {site}"
    return comment


def test_summary_click_shows_all_then_hides_the_rest(page, site):
    comment = fold_target(site)
    browser.open_page(page, url_of(comment.page))
    total = len(comment.reply_ids)
    print(f"{comment.page.name} #{comment.comment_id}: {total} replies")
    assert visible_replies(page, comment.comment_id) == comment.reply_ids[:SHOWN]

    summary = summary_of(page, comment.comment_id)
    summary.click()
    assert visible_replies(page, comment.comment_id) == comment.reply_ids

    summary.click()
    assert visible_replies(page, comment.comment_id) == comment.reply_ids[:SHOWN]
    assert len(comment.reply_ids) - SHOWN == len(comment.hidden_reply_ids)


def test_corpus_has_a_comment_with_exactly_five_replies(corpus_site):
    comment = site_map.comment_for_fold_test(corpus_site, wanted=5)
    assert comment is not None and len(comment.reply_ids) == 5


def test_summary_is_reachable_and_operable_by_keyboard(page, site):
    comment = fold_target(site)
    browser.open_page(page, url_of(comment.page))
    # Start at the last shown reply's permalink; only links in that reply's body may come
    # between it and the summary in tab order.
    start = page.find_element(
        By.CSS_SELECTOR, f"#{comment.reply_ids[SHOWN - 1]} a.permalink")
    page.execute_script("arguments[0].focus()", start)
    summary = summary_of(page, comment.comment_id)
    presses = tab_until(page, summary, limit=MAX_TABS)
    assert presses is not None, f"{MAX_TABS} Tab presses did not reach the summary"

    summary.send_keys(Keys.ENTER)
    assert visible_replies(page, comment.comment_id) == comment.reply_ids, "Enter did not open"
    page.switch_to.active_element.send_keys(Keys.SPACE)
    assert visible_replies(page, comment.comment_id) == comment.reply_ids[:SHOWN], \
        "Space did not close"


def close_button_of(driver, comment_id):
    return driver.find_element(By.CSS_SELECTOR, f"#{comment_id} details.more-replies > button.close-replies")


def in_viewport(driver, element):
    return driver.execute_script(
        "var r = arguments[0].getBoundingClientRect();"
        "return r.top >= 0 && r.bottom <= window.innerHeight;", element)


def test_opened_list_closes_from_its_end_by_keyboard(page, site):
    comment = fold_target(site)
    browser.open_page(page, url_of(comment.page))
    summary = summary_of(page, comment.comment_id)
    summary.click()
    button = close_button_of(page, comment.comment_id)
    assert button.is_displayed(), "the control after the last reply is shown with scripts on"
    assert button.tag_name == "button" and button.text.strip() != "", "a named, native button"
    # Keyboard users reach it from the last reply, not by going back up the list.
    last = page.find_element(By.CSS_SELECTOR, f"#{comment.reply_ids[-1]} a.permalink")
    page.execute_script("arguments[0].focus()", last)
    presses = tab_until(page, button, limit=MAX_TABS)
    assert presses is not None, f"{MAX_TABS} Tab presses from the last reply did not reach the close control"
    print(f"#{comment.comment_id}: close control {presses} Tab press(es) after the last reply")

    button.send_keys(Keys.ENTER)
    assert visible_replies(page, comment.comment_id) == comment.reply_ids[:SHOWN], "Enter did not close"
    assert page.switch_to.active_element == summary, "focus goes back to the list's summary"
    assert in_viewport(page, summary), "the summary is scrolled into view after closing"

    summary.send_keys(Keys.ENTER)
    assert visible_replies(page, comment.comment_id) == comment.reply_ids
    button = close_button_of(page, comment.comment_id)
    page.execute_script("arguments[0].focus()", button)
    page.switch_to.active_element.send_keys(Keys.SPACE)
    assert visible_replies(page, comment.comment_id) == comment.reply_ids[:SHOWN], "Space did not close"


def test_summary_of_an_opened_list_stays_in_view(page, site):
    comment = fold_target(site)
    browser.open_page(page, url_of(comment.page))
    summary = summary_of(page, comment.comment_id)
    summary.click()
    # Scrolled to the list's final end, not to where it is while still growing open.
    browser.wait_for_animations(page)
    last = page.find_element(By.CSS_SELECTOR, f"#{comment.reply_ids[-1]}")
    page.execute_script("arguments[0].scrollIntoView({block: 'end'})", last)
    page.execute_script("window.scrollBy(0, -2)")
    top = page.execute_script("return arguments[0].getBoundingClientRect().top", summary)
    list_top = page.execute_script(
        "return arguments[0].closest('details').getBoundingClientRect().top", summary)
    print(f"summary top {top:.0f}px, list top {list_top:.0f}px after scrolling to the last reply")
    assert in_viewport(page, summary), "the summary (the close control with scripts off) stays on screen"


def test_without_scripts_the_summary_is_the_close_control(no_script, site):
    comment = fold_target(site)
    browser.open_page(no_script, url_of(comment.page))
    summary = summary_of(no_script, comment.comment_id)
    summary.click()
    assert not close_button_of(no_script, comment.comment_id).is_displayed(), \
        "a button that needs the script is not shown without it"
    last = no_script.find_element(By.CSS_SELECTOR, f"#{comment.reply_ids[-1]}")
    no_script.execute_script("arguments[0].scrollIntoView({block: 'end'})", last)
    assert in_viewport(no_script, summary), "the summary stays in view at the list's end"
    summary.click()
    assert visible_replies(no_script, comment.comment_id) == comment.reply_ids[:SHOWN]
