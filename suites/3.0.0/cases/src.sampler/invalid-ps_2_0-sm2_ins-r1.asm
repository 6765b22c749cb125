// case: src.sampler/invalid/ps_2_0/sm2_ins-r1 (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl t0, ins: r1}
ps_2_0
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texld r0, t0, r1
mov oC0, c0
