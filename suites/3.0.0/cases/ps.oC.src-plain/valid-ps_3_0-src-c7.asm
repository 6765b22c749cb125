// case: ps.oC.src-plain/valid/ps_3_0/src-c7 (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_3_0/src-c7 (assemble)
// expect: the tokens of valid-ps_3_0-src-c7.bin
// origin: template oc_write {src: c7}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c7
