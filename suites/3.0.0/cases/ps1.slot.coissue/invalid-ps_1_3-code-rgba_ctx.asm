// case: ps1.slot.coissue/invalid/ps_1_3/code-rgba_ctx (validate)
// expect: invalid [ps1.slot.coissue]
// origin: template code {code: rgba} + 3 random context instructions (seed 1 attempt 0)
ps_1_3
mov r0.xyz, c0
+mov r1, c1
mov r0, c0
nop
nop
nop
