// case: ps.oC.single-write-static-if/invalid/ps_2_sw/nested_code-nested_own_tail-true (validate)
// expect: invalid [ps.oC.single-write-static-if] (documented level; valid at the native level)
// origin: template code {code: nested, own_tail: true}
ps_2_sw
if b0
mov oC0, c0
if b1
mov oC0, c0
endif
endif
