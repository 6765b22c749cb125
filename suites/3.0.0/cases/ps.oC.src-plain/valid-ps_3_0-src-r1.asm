// case: ps.oC.src-plain/valid/ps_3_0/src-r1 (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_3_0/src-r1 (assemble)
// expect: the tokens of valid-ps_3_0-src-r1.bin
// origin: template oc_write {src: r1}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, r1
