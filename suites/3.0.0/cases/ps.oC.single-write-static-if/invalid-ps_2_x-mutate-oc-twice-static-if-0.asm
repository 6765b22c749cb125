// case: ps.oC.single-write-static-if/invalid/ps_2_x/mutate-oc-twice-static-if-0 (validate)
// expect: invalid [ps.oC.single-write-static-if] (documented level; valid at the native level)
// origin: mutator oc-twice-static-if on random seed 1 ps_2_x #0
ps_2_x
defb b15, true
def c6, 1.385962e-22, -1.0, -1.0, 0.25
dcl_centroid t6
dcl t1
dcl_2d s15
defi i7, 3, 2, 1, 0
dcl t2
dcl t3.x
def c11, -2.8314237e-22, 0.5, -4.3742285e-34, 2.0
defi i14, 1, 4, 1, 0
dcl_volume s9
defb b4, false
callnz l4, b5
sub r18.x, -t1.xzxy, c2.wxyz
dp3 r1.xw, c0, t6
dsy r14, -c3.xzwx
rcp r4.xy, -t6.w
texld r30, t2, s15
max r15, r14.wy, -t1.yyz
m3x2 r15.xy, t2.wxyx, c9
m3x2 r1.xy, r30.ywwz, c29
abs r26, -r14
mov oC0, c0
mov oC1, t6
mov oC2, r26
mov oC3, t6
if b0
    mov oC0, c0
endif
ret
label l4
sub_sat r23, c2.yyyx, t2
add_pp r30, -c3.wyxw, r23.xxy
pow_sat r18, -c31.y, t2.x
dp2add_sat r30.xw, -t6, c31, r23.w
nrm_sat r18.xyz, -t2.wyxw
rep i7
endrep
ret
