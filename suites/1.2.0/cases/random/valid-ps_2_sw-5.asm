// case: random/valid/ps_2_sw/5 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/5 (assemble)
// expect: the tokens of valid-ps_2_sw-5.bin
// origin: random seed 1 ps_2_sw #5
ps_2_sw
dcl t7.zw
dcl_cube s1
dcl t0.xy
def c7, -0.36252207, -2.0, 0.125, -1.0
dcl v0
defb b4, false
dcl v1
dcl_centroid t1
defi i0, 3, 3, 2, 0
dsx r25, -c0.yzyz
rcp_sat r7.xyz, c2.z
m3x2 r9.xy, r7, c4122
max r27, c3, -c3.yzyw
crs r10.xz, c1, c3
abs_sat r19, c3
lrp r19, c0, -r25, c1.zzxy
pow_sat r24.z, r27.w, -c0.x
log_sat r4, r27.z
abs r5, r19
dp3 r7, r19.wxwx, r5
dp2add r26.yzw, r27.zxw, -t1, -c2.w
rsq r5, -c3.x
dsx r15.xw, c3
log r9, -v0.x
nop
sincos r9.y, r15.x, c8190, c8191
if !b4
    dp4 r31, r5.xyzy, r5
    max r16, c2, r7
    texkill r19
    lrp_sat r1.yzw, -t0.xy, r25.zyz, r31
endif
mov oC0, v1
