// case: reg.index-range/valid/vs_2_x/sweep_file-b_index-10 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-b_index-10 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-b_index-10.bin
// origin: template reg_use {file: b, index: 10}
vs_2_x
dcl_position v0
if b10
mov r0, c0
endif
mov oPos, v0
