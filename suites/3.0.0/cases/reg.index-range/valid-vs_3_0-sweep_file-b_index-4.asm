// case: reg.index-range/valid/vs_3_0/sweep_file-b_index-4 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-b_index-4 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-b_index-4.bin
// origin: template reg_use {file: b, index: 4}
vs_3_0
dcl_position v0
dcl_position o0
if b4
mov r0, c0
endif
mov o0, v0
