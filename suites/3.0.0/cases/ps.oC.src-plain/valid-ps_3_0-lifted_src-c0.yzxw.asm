// case: ps.oC.src-plain/valid/ps_3_0/lifted_src-c0.yzxw (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_3_0/lifted_src-c0.yzxw (assemble)
// expect: the tokens of valid-ps_3_0-lifted_src-c0.yzxw.bin
// origin: template oc_write {src: c0.yzxw}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0.yzxw
