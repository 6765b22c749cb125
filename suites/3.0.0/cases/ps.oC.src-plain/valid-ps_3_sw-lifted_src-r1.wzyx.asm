// case: ps.oC.src-plain/valid/ps_3_sw/lifted_src-r1.wzyx (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_3_sw/lifted_src-r1.wzyx (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_src-r1.wzyx.bin
// origin: template oc_write {src: r1.wzyx}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, r1.wzyx
