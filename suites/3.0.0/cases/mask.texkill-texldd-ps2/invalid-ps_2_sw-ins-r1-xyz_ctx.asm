// case: mask.texkill-texldd-ps2/invalid/ps_2_sw/ins-r1-xyz_ctx (validate)
// expect: invalid [mask.texkill-texldd-ps2]
// origin: template op {decls: dcl t0, ins: r1-xyz} + 1 random context instructions (seed 1 attempt 0)
ps_2_sw
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texkill r1.xyz
mov oC0, c0
mul r0, c0, c0
