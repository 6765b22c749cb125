// case: mask.texkill-texldd-ps2/invalid/ps_2_0/ins-r1-xyz_ctx (validate)
// expect: invalid [mask.texkill-texldd-ps2]
// origin: template op {decls: dcl t0, ins: r1-xyz} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1.xyz
mov oC0, c0
add r0, c3, c3
mad r4, c1, r0, r0
mov r5, c7
mul r6, r5, c4
