ps_2_sw
dcl v0
mov oC0, v0
