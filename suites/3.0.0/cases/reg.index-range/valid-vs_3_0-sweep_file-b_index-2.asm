// case: reg.index-range/valid/vs_3_0/sweep_file-b_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-b_index-2 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-b_index-2.bin
// origin: template reg_use {file: b, index: 2}
vs_3_0
dcl_position v0
dcl_position o0
if b2
mov r0, c0
endif
mov o0, v0
