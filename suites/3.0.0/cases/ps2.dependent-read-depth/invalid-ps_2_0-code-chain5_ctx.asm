// case: ps2.dependent-read-depth/invalid/ps_2_0/code-chain5_ctx (validate)
// expect: invalid [ps2.dependent-read-depth]
// origin: template code {code: chain5, decls: dcl t0.xy dcl_2d s0} + 3 random context instructions (seed 1 attempt 1)
ps_2_0
dcl t0.xy
dcl_2d s0
texld r1, t0, s0
texld r2, r1, s0
texld r3, r2, s0
texld r4, r3, s0
texld r5, r4, s0
mov oC0, c0
mov r0, c0
mov r6, c0
mul r7, r6, c5
