// case: op.texkill-register/invalid/ps_2_sw/sm2_ins-c0_ctx (validate)
// expect: invalid [op.texkill-register]
// origin: template op {decls: dcl v0, ins: c0} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl v0
mov r1, c0
mov r2, c0
mov r3, c0
texkill c0
mov oC0, c0
add r0, c2, c2
