// case: exec.loop/execute/ps_3_sw/loop-four (execute)
// expect: the outputs of execute-ps_3_sw-loop-four.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute loop {inputs: four}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
loop aL, i0
add r0, r0, r1
endloop
mov oC0, r0
