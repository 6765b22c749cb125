// case: random/valid/ps_2_sw/13 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/13 (assemble)
// expect: the tokens of valid-ps_2_sw-13.bin
// origin: random seed 1 ps_2_sw #13
ps_2_sw
dcl_cube s15
def c59, 0.125, -1.06811096e-35, -1.835472e16, -1.0
dcl_2d s10
defi i15, 4, 1, 1, 0
def c49, 4.0, 1.8795588e-23, 4.0, 0.25
dcl t6
dcl v0
defb b22, false
def c60, 4.0, -141039.34, 0.125, 0.25
dcl_cube s12
defb b56, true
dcl v1
dcl t3
def c7, 2.0, 0.25, -0.5, 0.5
dcl_centroid t1.yzw
dcl t0.yz
sincos r28.x, t1.z, c8190, c8191
exp_pp r2, c3.z
setp_lt p0.xzw, c1.xxzw, -t3.wzzx
rcp r1, r2.x
sincos r27.x, r1.z, c8190, c8191
exp r28, t1.w
min r15, -r1, -c0.zyxw
rsq r9, -v1.w
max r9.x, -c2.ywzx, c8191
dsy r30.x, -c3
abs_sat r29, r2.xxwy
abs_pp r17, r1.wxwy
texld r12, r1, s10
log r24, -r2.x
texkill r2
rcp r23.xy, v1.y
m4x4_pp r25, v0, c4711
m3x2_sat_pp r9.xy, r17, c6996
frc_pp r7, -c0
dp4_sat_pp r11.z, v1.zxzw, r9
dsx r23, r28
add r0, r12.xwxy, r2.zxzw
m4x3 r20.xyz, r28, c4183
call l1701
dsx r3.y, -t3.zwz
texldd r14, t6, s15, c0, t6.yx
dsy r6.xy, r14.xwyw
(p0.x) abs_pp r12, r15.xxyx
rcp r16, -r15.w
abs r20.yzw, -r16
callnz l1701, !b7
texld_pp r14, r16, s12
call l425
rsq r12.zw, -r12.w
mov oC0, t3
mov oC1, r2
ret
label l1701
nrm r3, -t6.xwxy
if b10
    m3x4_sat r19, r24, c3186
    rep i15
        texldp r22, r2, s10
        sub_sat r15.xyz, r3.yyyx, r19
        if_eq r2.z, t6.x
            pow_sat r31.w, r9.x, v1.w
        endif
    endrep
endif
ret
label l425
callnz l1702, b5
m3x3 r15.xyz, -r2, c1409
cmp r24.w, c3, -c8191.yxyx, r25
ret
label l1702
sub r26, -r12, t3.zyzy
mad r3, t6, r2.xyzy, c2.wzyw
if_ge r25.y, r26.x
    min r1, r12.wwwx, c0
    abs_pp r13.x, t6
    pow_sat r16.yw, r0.w, r16.x
endif
ret
