// case: ps.oC.single-write/valid/ps_2_sw/each-once_file-oC_index-2 (validate)
// expect: valid
// case: ps.oC.single-write/assemble/ps_2_sw/each-once_file-oC_index-2 (assemble)
// expect: the tokens of valid-ps_2_sw-each-once_file-oC_index-2.bin
// origin: template reg_use {file: oC, index: 2}
ps_2_sw
mov oC0, c0
mov oC1, c0
mov oC2, c0
