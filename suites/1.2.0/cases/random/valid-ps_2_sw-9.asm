// case: random/valid/ps_2_sw/9 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/9 (assemble)
// expect: the tokens of valid-ps_2_sw-9.bin
// origin: random seed 1 ps_2_sw #9
ps_2_sw
dcl_volume s9
def c8, -1.0, -1.1146386e20, 0.125, 1.0
def c16, -1.0669996e-24, 0.5, -0.5, 1.4444642e-29
dcl_centroid t6.xyw
defb b17, false
def c18, -7.557958e24, -2.0, 2.0985575e-28, 0.00041806969
defb b62, false
dcl_centroid t1
dcl t3
dcl t2.yzw
defi i27, 1, 0, 2, 0
dcl_centroid v1.yzw
dcl_2d s10
callnz l1017, b1
texldb r17, t3, s9
callnz l1294, !b9
m3x4 r3, t6.xyxz, c3233
mov r25.xyz, -t2.ywyz
nop
texldb r1, t3, s10
abs r14, -c3.zwxw
dp3 r3.xyz, c2, r1
dsx r11.xy, r1
setp_le p0.xy, -c8191, -t3
setp_le p0.yz, r25.yyyx, c3
rcp r19, c3.w
mov r31, -c0
mov_sat r29.yw, c8191.xyz
nop
m4x3 r18.xyz, r1.wzxz, c7989
abs_sat r1, c2.xzwy
lrp_sat_pp r2, c8191, c0, -r31.yyzw
texldp r8, t1, s9
mov r17, r2.ywwx
max_pp r12.xyw, r1.xwz, -c1
crs_pp r27.xz, -c2, -r14
dsy r31.z, c0.xxzy
abs r31, -r8
nrm r2.xyz, -r8.wxwx
frc r0, r2
nrm r26, v1.z
dsy r4, c0.zzx
texld r0, r26, s10
lrp_sat r22, -t1, -r14.wxwz, r0
m3x4 r9, -r19.wzzw, c3496
if !p0.x
    crs_pp r13.xy, r18, r9
    mad r8, -r9.yxxz, -r4, r4.wwwy
    sub r0.w, -r9.yyzw, -r17
endif
mov oC0, r2
ret
label l1017
cmp r19, -c2, -c0, -c1.ywyx
log r22, -r19.x
mul_pp r10.yz, c3, r19
if_gt r22.y, r22.y
    cmp_sat r28, c8191.zwzw, r19, r22
endif
ret
label l1294
callnz l1004, !b6
nop
ret
label l1004
rsq r11.xy, -t1.z
dp3_sat r13, -c3, t1
if b0
endif
texld_pp r20, r13, s9
nop
dp3_pp r29, c2.zxzx, c3
dsy_pp r10.yz, c1.xwzx
ret
