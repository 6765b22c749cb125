// case: reg.index-range/valid/vs_3_sw/sweep_file-b_index-17 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-b_index-17 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-b_index-17.bin
// origin: template reg_use {file: b, index: 17}
vs_3_sw
dcl_position v0
dcl_position o0
if b17
mov r0, c0
endif
mov o0, v0
