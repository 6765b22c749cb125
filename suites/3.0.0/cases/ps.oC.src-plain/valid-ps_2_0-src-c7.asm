// case: ps.oC.src-plain/valid/ps_2_0/src-c7 (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_2_0/src-c7 (assemble)
// expect: the tokens of valid-ps_2_0-src-c7.bin
// origin: template oc_write {src: c7}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c7
