// case: ps1.slot.coissue/invalid/ps_1_3/tex (validate)
// expect: invalid [coissue.not-first, ps1.slot.coissue]
// origin: template code {code: tex t0 +tex t1}
ps_1_3
tex t0
+tex t1
mov r0, c0
