// case: reg.index-range/valid/vs_2_0/sweep_file-b_index-3 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-b_index-3 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-b_index-3.bin
// origin: template reg_use {file: b, index: 3}
vs_2_0
dcl_position v0
if b3
mov r0, c0
endif
mov oPos, v0
