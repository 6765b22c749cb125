ps_2_sw
dcl t0
mov oC0, t0
