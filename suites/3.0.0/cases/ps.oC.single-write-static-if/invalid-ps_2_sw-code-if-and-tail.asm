// case: ps.oC.single-write-static-if/invalid/ps_2_sw/code-if-and-tail (validate)
// expect: invalid [ps.oC.single-write-static-if] (documented level; valid at the native level)
// origin: template code {code: if-and-tail}
ps_2_sw
if b0
mov oC0, c0
endif
mov oC0, c0
