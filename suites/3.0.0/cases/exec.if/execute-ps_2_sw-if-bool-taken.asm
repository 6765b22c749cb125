// case: exec.if/execute/ps_2_sw/if-bool-taken (execute)
// expect: the outputs of execute-ps_2_sw-if-bool-taken.outputs.json (tolerance 7.62939453125e-5)
// origin: execute if-bool {inputs: taken}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
if b0
add r0, r0, r2
endif
mov oC0, r0
