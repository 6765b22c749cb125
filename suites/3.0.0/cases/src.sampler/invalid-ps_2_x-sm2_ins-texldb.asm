// case: src.sampler/invalid/ps_2_x/sm2_ins-texldb (validate)
// expect: invalid [src.sampler]
// origin: template op {decls: dcl t0, ins: texldb}
ps_2_x
dcl t0
mov r1, c0
mov r2, c0
mov r3, c0
texldb r0, r1, c0
mov oC0, c0
