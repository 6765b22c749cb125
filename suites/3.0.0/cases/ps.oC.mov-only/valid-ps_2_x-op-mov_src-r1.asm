// case: ps.oC.mov-only/valid/ps_2_x/op-mov_src-r1 (validate)
// expect: valid
// case: ps.oC.mov-only/assemble/ps_2_x/op-mov_src-r1 (assemble)
// expect: the tokens of valid-ps_2_x-op-mov_src-r1.bin
// origin: template oc_write {op: mov, src: r1}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, r1
