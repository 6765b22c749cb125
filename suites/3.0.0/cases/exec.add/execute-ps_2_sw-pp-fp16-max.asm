// case: exec.add/execute/ps_2_sw/pp-fp16-max (execute)
// expect: the outputs of execute-ps_2_sw-pp-fp16-max.outputs.json (tolerance 2.55875e2)
// origin: execute pp {inputs: fp16-max}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
add_pp r0, r1, r2
mov oC0, r0
