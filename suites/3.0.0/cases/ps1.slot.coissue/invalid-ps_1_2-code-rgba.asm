// case: ps1.slot.coissue/invalid/ps_1_2/code-rgba (validate)
// expect: invalid [ps1.slot.coissue]
// origin: template code {code: rgba}
ps_1_2
mov r0.rgb, c0
+mov r1, c1
mov r0, c0
