ps_2_sw
dcl v0
dcl v1
def c0, 0.25, 0.25, 0.25, 0.25
mov r1, v1
add r0, v0, r1
mul r0, r0, c0
mov oC0, r0
