// case: random/valid/ps_2_sw/14 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/14 (assemble)
// expect: the tokens of valid-ps_2_sw-14.bin
// origin: random seed 1 ps_2_sw #14
ps_2_sw
dcl_centroid t3
dcl t1
def c3, 0.0, 0.25, 3.877307e-15, 2.0
dcl_centroid v0.zw
def c29, 0.25, 6796.083, 0.125, -0.5
def c42, 0.0, -0.5, 1.0, 4.0
defb b47, true
dcl t4.yz
dcl t2
dcl_volume s12
defi i24, 1, 1, 2, 0
rcp r17.w, -c8191.w
dp3 r26, -c3.wzxz, t3
dsy r17.y, c8191
mad r11, -c1.zzwx, -r26.yxzw, -c0.yzzy
m3x3_sat r16.xyz, r11, c5056
dsy_pp r30, -t1
lrp r7, -c2, -r26.wyyx, -r30
mul r20, r30, -c1.wzzx
cmp r3, t1.wwzx, c8191.zywz, t1
dsx r15.xy, -t4.yywx
rcp r11.x, -t3.w
setp_lt p0.xyz, t2.wzyx, r3
sincos r16.x, r7.w, c8190, c8191
sincos_pp r21.xy, r11.x, c8190, c8191
max r14, r26, -c1.xzxz
m4x4 r14, r26.zwz, c4493
dsx_sat r26.zw, -c3
mov oC0, c1
mov oC1, c0
mov oC2, c3
mov oDepth, c2.w
