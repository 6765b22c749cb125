// case: src.sampler/valid/ps_2_sw/sm2_ins-texldp (validate)
// expect: valid
// case: src.sampler/assemble/ps_2_sw/sm2_ins-texldp (assemble)
// expect: the tokens of valid-ps_2_sw-sm2_ins-texldp.bin
// origin: template op {decls: dcl t0 dcl_2d s0, ins: texldp}
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c0
mov r3, c0
texldp r0, r1, s0
mov oC0, c0
