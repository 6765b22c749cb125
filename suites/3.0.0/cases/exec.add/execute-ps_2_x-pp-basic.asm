// case: exec.add/execute/ps_2_x/pp-basic (execute)
// expect: the outputs of execute-ps_2_x-pp-basic.outputs.json (tolerance 3.9091796875e0)
// origin: execute pp {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
add_pp r0, r1, r2
mov oC0, r0
